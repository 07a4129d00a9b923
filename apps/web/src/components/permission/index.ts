export { Permission, Role } from './permission';
export { type AccessCheck, type CheckMode, useAccess, usePermission, useRole } from './use-permission';
