import type { CSSProperties } from 'react';
import { theme } from 'antd';

/** The theme's colours for the list's own CSS, so it follows the theme colour and dark mode. */
export function useUploadStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--upload-primary': token.colorPrimary,
    '--upload-fill': token.colorFillTertiary,
  } as CSSProperties;
}
