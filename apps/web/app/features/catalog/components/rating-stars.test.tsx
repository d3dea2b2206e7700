import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars, starFills } from './rating-stars';

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-fill]')].map((el) => el.getAttribute('data-fill'));

describe('starFills', () => {
  it('rounds the average to the nearest half star', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(2.7)).toEqual(['full', 'full', 'half', 'empty', 'empty']);
  });

  it('keeps ratings outside 0..5 within five stars', () => {
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(-1)).toEqual(starFills(0));
    expect(starFills(7)).toEqual(starFills(5));
  });
});

describe('RatingStars', () => {
  it('draws five stars from avgRating with an accessible label', () => {
    const { container } = render(<RatingStars avgRating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('says the rating with one decimal', () => {
    render(<RatingStars avgRating={3.666} />);
    expect(screen.getByRole('img', { name: 'Rated 3.7 out of 5' })).toBeInTheDocument();
  });
});
