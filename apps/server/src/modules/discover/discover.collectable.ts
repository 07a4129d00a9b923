import { achievements, experts, techDemands } from '../../db/schema';
import { collectableKind } from '../content';

/** Demands, achievements and experts may be collected from the discover area. */
export const discoverCollectionKinds = [
  collectableKind<typeof techDemands.$inferSelect>('demand', techDemands, (d) => ({
    title: d.title,
    subtitle: d.publisher,
    link: `/discover/particulars?id=${d.id}`,
  })),
  collectableKind<typeof achievements.$inferSelect>('achievement', achievements, (a) => ({
    title: a.title,
    subtitle: a.owner,
    link: `/discover/particularsc?id=${a.id}`,
  })),
  collectableKind<typeof experts.$inferSelect>('expert', experts, (e) => ({
    title: e.name,
    subtitle: [e.title, e.organisation].filter(Boolean).join(' · '),
    link: `/discover/expertLibrary?expert=${e.id}`,
  })),
];
