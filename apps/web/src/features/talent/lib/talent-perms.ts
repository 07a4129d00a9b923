import { TALENT_PERMS, type TPermission } from '@rcwb/shared';
/** Permission of "Invite to apply", on talentInfo and g050202 (the screen manifest's g050202 button). */
export const TALENT_INVITE_PERMS: TPermission[] = [TALENT_PERMS.invite];
