/** Most photos an organisation shows on its public company page (and uploads on its profile). */
export const ORG_PHOTO_LIMIT = 8;
