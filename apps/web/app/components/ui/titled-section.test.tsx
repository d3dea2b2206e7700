import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

describe('titled section', () => {
  it('is a region named by its h2', () => {
    render(
      <TitledSection title="Support" headingClassName="font-bold">
        <p>Call us</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Support' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Support' }));
    expect(region).toHaveTextContent('Call us');
  });

  it('can be an aside, or carry an h3, and two of them keep their own names', () => {
    render(
      <>
        <TitledSection as="aside" title="Order Summary" headingClassName="">
          <p>Total</p>
        </TitledSection>
        <TitledSection level={3} title="Customer" headingClassName="">
          <p>Lan</p>
        </TitledSection>
      </>,
    );
    expect(screen.getByRole('complementary', { name: 'Order Summary' })).toHaveTextContent('Total');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('Lan');
    expect(screen.getByRole('heading', { level: 3, name: 'Customer' })).toBeInTheDocument();
  });
});
