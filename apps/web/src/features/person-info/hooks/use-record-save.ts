import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { applyServerErrors } from '@/components/resource/server-errors';
import { isApiError } from '@/lib/api';

export type SaveState = { busy: boolean; failure: string | undefined; saved: boolean };

/**
 * Saving a profile record from its form: busy while it runs, the server's field messages put on
 * the fields, any other refusal kept for the form to show, and `saved` when `save` says the
 * visitor stays on the page (rather than moving on).
 */
export function useRecordSave<V>(
  form: FormInstance<V>,
  fields: readonly string[],
  save: (values: V) => Promise<'stay' | 'left'>,
) {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState>({ busy: false, failure: undefined, saved: false });

  const submit = async (values: V) => {
    setState({ busy: true, failure: undefined, saved: false });
    try {
      const outcome = await save(values);
      setState({ busy: false, failure: undefined, saved: outcome === 'stay' });
    } catch (error) {
      // An ended session has its own dialog.
      const quiet = isApiError(error, 'session') || isApiError(error, 'aborted');
      const onFields = !quiet && applyServerErrors(form, error, t, fields);
      const failure = quiet || onFields ? undefined : isApiError(error) ? error.message : t('codeDefault');
      setState({ busy: false, failure, saved: false });
    }
  };

  /** The form changed: an earlier outcome no longer applies. */
  const clear = () =>
    setState((s) => (s.failure || s.saved ? { ...s, failure: undefined, saved: false } : s));

  return { ...state, submit, clear };
}
