/* What the workbench feature offers other features; anything not exported here stays its own. */
export { RoleWorkbench } from './components/role-workbench';
