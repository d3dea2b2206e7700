import type { DeliverySlot } from '@veggie/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { SlotChoice } from './slot-choice';

/** Five windows a day for a week, Monday 30 Nov 2026 on; Monday's are all full. */
const week: DeliverySlot[] = Array.from({ length: 7 }, (_, d) =>
  Array.from({ length: 5 }, (_, h) => {
    const day = `2026-${d === 0 ? '11-30' : `12-0${d}`}`;
    const hour = String(8 + 2 * h).padStart(2, '0');
    const end = String(10 + 2 * h).padStart(2, '0');
    return {
      _id: `s-${d}-${h}`,
      start: `${day}T${hour}:00:00+07:00`,
      end: `${day}T${end}:00:00+07:00`,
      remaining: d === 0 ? 0 : 3,
    };
  }),
).flat();

function Picker({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SlotChoice slots={week} name="slotId" value={value} onChange={(event) => setValue(event.target.value)} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

const renderPicker = (locale: Locale = 'en', initial?: string) =>
  render(
    <LocaleProvider value={locale}>
      <Picker initial={initial} />
    </LocaleProvider>,
  );

describe('the slot picker', () => {
  it("shows one day's windows at a time, opening on the first day with a free window", () => {
    renderPicker();
    const days = within(screen.getByRole('radiogroup', { name: 'Delivery day' })).getAllByRole('radio');
    expect(days).toHaveLength(7);
    expect(screen.getByRole('radio', { name: /Mon 30\/11.*Full/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tue 01/12' })).toBeChecked();
    const tuesday = screen.getByRole('group', { name: 'Tuesday, 1 Dec 2026' });
    expect(within(tuesday).getAllByRole('radio')).toHaveLength(5);
    // Seven days of cards, not 35.
    expect(screen.getAllByRole('radio')).toHaveLength(7 + 5);
  });

  it('moves between days and windows by keyboard, as two radio groups', async () => {
    const user = userEvent.setup();
    renderPicker();
    screen.getByRole('radio', { name: 'Tue 01/12' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Wed 02/12' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Wed 02/12' })).toBeChecked();
    const wednesday = screen.getByRole('group', { name: 'Wednesday, 2 Dec 2026' });
    await user.tab();
    const first = within(wednesday).getByRole('radio', { name: /08:00–10:00/ });
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('s-2-0');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('s-2-1');
  });

  it('shows the chosen day first, and names the choice while another day is shown', async () => {
    const user = userEvent.setup();
    renderPicker('vi', 's-4-2');
    expect(screen.getByRole('radio', { name: 'Thứ 6, 4/12' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /12:00–14:00/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Thứ 7, 5/12' }));
    expect(screen.getByText('Đã chọn: Thứ Sáu, 04/12/2026, 12:00–14:00')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Thứ Bảy, 05/12/2026' })).toBeInTheDocument();
  });
});
