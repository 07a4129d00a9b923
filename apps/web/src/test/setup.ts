// Component tests render screens without their layouts: give them every UI catalogue, as the
// signed-in layouts do at run time (which strings the public pages have is tested in i18n.test).
import '@/lib/i18n/back-office';
// antd's toasts load on first use in the app (lib/feedback); loaded up front here, a toast raised
// as a test ends is not imported while the test environment is being torn down.
import '@/lib/feedback/antd-feedback';
