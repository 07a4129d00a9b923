/** Permission of "Invite to apply", on talentInfo and g050202 (server: talent.menus.ts). */
export const TALENT_INVITE_PERMS = ['g05:talent:invite'];
