/* What the job-alerts feature offers other features; anything not exported here stays its own. */
export { ALERT_PERMS } from './api/job-alerts';
export { ALERTS_PATH, SaveAlertButton } from './components/save-alert-button';
