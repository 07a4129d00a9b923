import { policies } from '../../db/schema';
import { collectableKind } from '../content';
import type { TPolicyRow } from './policy.kind';

/** Policies may be collected from their detail page. */
export const policyCollectionKind = collectableKind<TPolicyRow>('policy', policies, (p) => ({
  title: p.title,
  subtitle: [p.issuingBody, p.docNumber].filter(Boolean).join(' · '),
  link: `/policyDetail?id=${p.id}`,
}));
