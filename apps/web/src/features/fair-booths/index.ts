// What other features use of this one (its public surface).
export { boothApplyPath, listMyUpcomingApproved, attachPostingToFair } from './api/fair-booths';
