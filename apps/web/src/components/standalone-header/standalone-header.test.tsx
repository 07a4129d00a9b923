import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { components } from '../components.i18n';
import { StandaloneHeader } from './standalone-header';

const detail = (
  <>
    <StandaloneHeader />
    <main>Application detail</main>
  </>
);

beforeAll(async () => {
  i18n.addResourceBundle('en', 'translation', components.en, true, true);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('standalone page header', () => {
  it('names the portal and goes back to the list the page was opened from', async () => {
    const router = renderRoutes(
      [
        { path: '/g05/g050104', element: <Link to="/g010702/info_td?id=5">Open</Link> },
        { path: '/g010702/info_td', element: detail },
      ],
      '/g05/g050104',
    );
    fireEvent.click(await screen.findByText('Open'));
    await screen.findByText('Application detail');
    expect(screen.getByTestId('standalone-header').textContent).toContain(i18n.t('app.serviceTitle'));
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/g05/g050104'));
  });

  it('leads home when the page was opened directly (a message link, a new tab)', async () => {
    renderRoutes([{ path: '/g010703/index', element: detail }], '/g010703/index?id=1');
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/rcwb/index');
  });
});
