import { render, screen } from '@testing-library/react';
import { BadgeCheck } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CheckList, SectionHeading } from './section-heading';

describe('section heading', () => {
  it('is an h2 with the id its section is labelled by, and the kicker above it', () => {
    render(
      <section aria-labelledby="why-us">
        <SectionHeading id="why-us" kicker="Why choose us" title="Fresh from our farm" />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Fresh from our farm' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fresh from our farm' })).toHaveAttribute('id', 'why-us');
    expect(screen.getByText('Why choose us').nextElementSibling).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('shows no kicker when it has none', () => {
    const { container } = render(<SectionHeading id="news" title="Latest news" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});

describe('check list', () => {
  it('lists each point in order', () => {
    render(<CheckList items={['Organic', 'Local']} Icon={BadgeCheck} className="mt-5" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Organic', 'Local']);
  });
});
