import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: string;
  /** h2 by default; h3 inside a part of the page or a dialog that has its own h2. */
  level?: 2 | 3;
  /** `aside` for a box beside the page's main content (the cart's summary, the contact details). */
  as?: 'section' | 'aside';
  className?: string;
  headingClassName: string;
  children: ReactNode;
}

/** A section named by its own heading: screen readers list it by the heading's text, linked by an id made here. */
export function TitledSection({
  title,
  level = 2,
  as: Tag = 'section',
  className,
  headingClassName,
  children,
}: TitledSectionProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Tag aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  );
}
