import { createContext, useContext } from 'react';

/** What custom fields of a content form may need: the loaded record, and whether it is read-only. */
export type ContentFormContextValue = { record: Record<string, unknown> | undefined; readOnly: boolean };

export const ContentFormContext = createContext<ContentFormContextValue>({
  record: undefined,
  readOnly: false,
});

export const useContentForm = () => useContext(ContentFormContext);
