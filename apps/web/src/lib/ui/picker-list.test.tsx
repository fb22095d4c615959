import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test-render.tsx';
import { PickerList } from './picker-list.tsx';

const PEOPLE = [
  { id: 1, name: 'Asha' },
  { id: 2, name: 'Bilal' },
  { id: 3, name: 'Chen' },
];

function picker(onPick = vi.fn(), onSearch = vi.fn()) {
  return (
    <PickerList
      label="Search customer"
      listLabel="Matching customers"
      search="a"
      onSearch={onSearch}
      items={PEOPLE}
      getKey={(p) => p.id}
      renderItem={(p) => p.name}
      onPick={onPick}
      loading={false}
      emptyText="None"
    />
  );
}

describe('picker list (combobox pattern)', () => {
  afterEach(cleanup);

  it('moves through the choices with the arrow keys and picks with Enter', async () => {
    const onPick = vi.fn();
    await renderScreen(picker(onPick));
    const box = screen.getByRole('combobox', { name: 'Search customer' });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it('picks with a click and clears the search with Escape', async () => {
    const onPick = vi.fn();
    const onSearch = vi.fn();
    await renderScreen(picker(onPick, onSearch));
    fireEvent.click(screen.getByRole('option', { name: 'Chen' }));
    expect(onPick).toHaveBeenCalledWith(PEOPLE[2]);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search customer' }), { key: 'Escape' });
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
