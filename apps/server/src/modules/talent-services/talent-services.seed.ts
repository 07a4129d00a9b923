import type { TSeedStep } from '../../core/module';
import { publishDefinition } from '../../core/workflow';
import { demoTalentServicesSeed } from './demo-talent-services';
import { insertRulesIfMissing } from './rules.repository';
import { RECOGNITION_DEFINITION, SERVICE_DEFINITION } from './talent-services.processes';

export const talentServiceSeeds: TSeedStep[] = [
  {
    // After programs:reference (the tiers and service types the rules are keyed by).
    name: 'talent-services:rules',
    always: true,
    run: async ({ db }) => insertRulesIfMissing(db),
  },
  {
    // Every start: a changed process becomes a new version; unchanged, nothing is written.
    name: 'talent-services:processes',
    always: true,
    run: async (deps) => {
      await publishDefinition(deps, RECOGNITION_DEFINITION);
      await publishDefinition(deps, SERVICE_DEFINITION);
    },
  },
  demoTalentServicesSeed,
];
