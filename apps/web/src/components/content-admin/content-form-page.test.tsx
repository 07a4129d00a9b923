import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { renderRoutes } from '@/test/render';
import type { FieldDef } from '../resource';
import { installDomShims } from '../resource/test-env';
import { ContentFormPage } from './content-form-page';

beforeAll(installDomShims);
afterEach(cleanup);

const fields: readonly FieldDef[] = [{ name: 'title', labelKey: 'contentAdmin.status', type: 'text' }];

const openEdit = (id: number | null, load: (id: number) => Promise<Record<string, unknown>>) => {
  const save = vi.fn();
  renderRoutes(
    [
      {
        path: '/edit',
        element: (
          <ContentFormPage
            title="Edit item"
            mode="edit"
            fields={fields}
            record={{ id, queryKey: ['item', id], load }}
            save={save}
            backTo="/list"
          />
        ),
      },
      { path: '/list', element: <p>The list</p> },
    ],
    '/edit',
  );
  return save;
};

describe('ContentFormPage opened with a record id', () => {
  it('says a malformed link names no record, offers no form and asks nothing', async () => {
    const load = vi.fn();
    openEdit(null, load);
    expect((await screen.findByTestId('record-missing')).textContent).toContain('missing or malformed');
    expect(screen.queryByTestId('content-form-page')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('says a record the server does not find is not there, instead of an empty form', async () => {
    openEdit(7, () =>
      Promise.reject(new ApiError('business', 'The requested resource does not exist', { code: 404 })),
    );
    expect(await screen.findByTestId('record-missing')).toBeTruthy();
    expect(screen.queryByTestId('content-form-page')).toBeNull();
  });

  it('fills the form from the record and saves it under its id', async () => {
    const save = openEdit(7, () => Promise.resolve({ id: 7, title: 'Seventh' }));
    expect(await screen.findByDisplayValue('Seventh')).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ title: 'Seventh' }), 7));
    expect(await screen.findByText('The list')).toBeTruthy();
  });
});
