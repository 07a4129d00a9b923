// Component tests render screens without their layouts: give them every UI catalogue, as the
// signed-in layouts do at run time (which strings the public pages have is tested in i18n.test).
import '@/lib/i18n/back-office';
