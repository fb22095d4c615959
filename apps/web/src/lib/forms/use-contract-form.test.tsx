import { Button, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http.ts';
import { renderScreen } from '../test-render.tsx';
import { type Check, useContractForm } from './use-contract-form.ts';

type Values = { name: string; code: string };
type Body = { name: string; code: string };

const check = (v: Values): Check<Body> =>
  v.name.trim()
    ? { ok: true, body: { name: v.name.trim(), code: v.code } }
    : { ok: false, issues: [{ path: ['name'], message: 'field.required' }] };

function NameForm({
  send,
  onSaved,
  refusals,
}: {
  send: (b: Body, key: string) => Promise<{ id: number }>;
  onSaved: (a: { id: number }) => void;
  refusals?: readonly number[];
}) {
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: { name: '', code: '' } as Values,
    check,
    labels: { name: 'Name', code: 'Code' },
    fields: ['name', 'code'] as const,
    serverKeys: { 'catalogue.nameTaken': 'name' },
    send,
    onSaved,
    refusals,
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Name form">
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Code" {...form.getInputProps('code')} />
      {formError && <p role="alert">{formError}</p>}
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.submit(screen.getByRole('form', { name: 'Name form' }));

describe('useContractForm', () => {
  afterEach(cleanup);

  it('shows the check’s message on its field and sends nothing', async () => {
    const send = vi.fn();
    await renderScreen(<NameForm send={send} onSaved={vi.fn()} />);
    save();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once while a save is in flight and hands the answer on', async () => {
    let resolve: (v: { id: number }) => void = () => {};
    const send = vi.fn((_body: Body, _key: string) => new Promise<{ id: number }>((r) => (resolve = r)));
    const onSaved = vi.fn();
    await renderScreen(<NameForm send={send} onSaved={onSaved} />);
    type('Name', ' Brake pads ');
    save();
    save();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Brake pads', code: '' });
    await act(async () => resolve({ id: 5 }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 5 }, { name: 'Brake pads', code: '' }));
  });

  it('keeps the idempotency key for a retry whose outcome was unknown, and renews it after an answer', async () => {
    const send = vi
      .fn<(b: Body, key: string) => Promise<{ id: number }>>()
      .mockRejectedValueOnce(new HttpError(0, 'NETWORK', null))
      .mockRejectedValueOnce(new HttpError(400, 'VALIDATION', 'Something is wrong'))
      .mockResolvedValue({ id: 1 });
    await renderScreen(<NameForm send={send} onSaved={vi.fn()} />);
    type('Name', 'Oil');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]?.[1]).not.toBe(send.mock.calls[1]?.[1]);
  });

  it('places a server refusal next to the field its text names', async () => {
    const send = vi.fn().mockRejectedValue(new HttpError(400, 'VALIDATION', 'Oil already exists in this garage'));
    await renderScreen(<NameForm send={send} onSaved={vi.fn()} />);
    type('Name', 'Oil');
    save();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Oil already exists in this garage')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the statuses named in refusals itself (a 429 on sign-in), and leaves them to the handler otherwise', async () => {
    const limited = new HttpError(429, 'RATE_LIMITED', 'Too many codes requested.');
    const send = vi.fn().mockRejectedValue(limited);
    await renderScreen(<NameForm send={send} onSaved={vi.fn()} refusals={[400, 429]} />);
    type('Name', 'Oil');
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes requested.');
    cleanup();
    await renderScreen(<NameForm send={send} onSaved={vi.fn()} />);
    type('Name', 'Oil');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
