import type { TModule } from '../../core/module';
import { demoInvitationsSeed } from './demo-invitations';
import { talentRoutes } from './talent.routes';

export { resumeCollectionKind } from './talent.collectable';
export { searchTalents } from './talent.service';

/**
 * The talent side of recruitment (DOMAIN.md findTalent, talentInfo, g050202, collect_JL): public
 * search over public resumes with masked names, the contact rule on talentInfo (every view
 * recorded), organisations' invitations to apply, and saved resumes. Register after the resumes
 * module: the demo invitations need its demo resumes.
 */
export const talentModule: TModule = {
  name: 'talent',
  routes: talentRoutes,
  seeds: [demoInvitationsSeed],
};
