import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { jobStyles as styles } from '@/features/recruitment';
import type { Labels } from '@/lib/jobs/use-labels';
import type { ResumeContent } from '../api/talent';

/** "2020-09 – 2024-06", or "… – now" for a running period. */
function Period({ start, end }: { start: string; end: string | null }) {
  const { t } = useTranslation();
  return (
    <span className={styles.muted}>
      {start} – {end ?? t('talent.resume.now')}
    </span>
  );
}

function Section({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section style={{ marginTop: 20 }}>
      <h2 style={{ fontSize: 18 }}>{t(titleKey)}</h2>
      {children}
    </section>
  );
}

/** Multi-line text as the person wrote it (plain text, never HTML). */
const Text = ({ text }: { text: string }) =>
  text ? <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{text}</p> : null;

/**
 * The sections of a resume's content, as talentInfo shows them: education, work, projects,
 * certificates, skills and self-evaluation. Empty sections are left out.
 */
export function ResumeSections({ content, labels }: { content: ResumeContent; labels: Labels }) {
  const { t } = useTranslation();
  return (
    <>
      {content.education.length > 0 && (
        <Section titleKey="talent.resume.education">
          <ul className={styles.cards}>
            {content.education.map((e, i) => (
              <li key={i}>
                <strong>{e.school}</strong> {e.major} {labels.flat('education', e.degree)}{' '}
                <Period start={e.start} end={e.end} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {content.work.length > 0 && (
        <Section titleKey="talent.resume.work">
          <ul className={styles.cards}>
            {content.work.map((w, i) => (
              <li key={i}>
                <strong>{w.company}</strong> · {w.position} <Period start={w.start} end={w.end} />
                <Text text={w.description} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {content.projects.length > 0 && (
        <Section titleKey="talent.resume.projects">
          <ul className={styles.cards}>
            {content.projects.map((p, i) => (
              <li key={i}>
                <strong>{p.name}</strong> {p.role && `· ${p.role}`} <Period start={p.start} end={p.end} />
                <Text text={p.description} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {content.certificates.length > 0 && (
        <Section titleKey="talent.resume.certificates">
          <ul className={styles.cards}>
            {content.certificates.map((c, i) => (
              <li key={i}>
                <strong>{c.name}</strong> {c.issuer}{' '}
                {c.date && <span className={styles.muted}>{c.date}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {content.skills.length > 0 && (
        <Section titleKey="talent.resume.skills">
          <ul className={styles.facetList}>
            {content.skills.map((s) => (
              <li key={s.name} className={styles.chip}>
                {s.name} · {t(`talent.skillLevel.${s.level}`)}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {content.selfEvaluation && (
        <Section titleKey="talent.resume.selfEvaluation">
          <Text text={content.selfEvaluation} />
        </Section>
      )}
    </>
  );
}
