import clsx from 'clsx';
import { NavLink } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths';
import { useMessages } from '../../../../lib/i18n';
import { adminDeliveryMessages } from '../messages';

/** Links between the delivery screens: zones and times, and each day's slot load. */
export function DeliveryNav() {
  const text = useMessages(adminDeliveryMessages);
  const links = [
    { to: adminPaths.delivery(), label: text.zonesLink },
    { to: adminPaths.deliverySlots(), label: text.loadLink },
  ];
  return (
    <nav aria-label={text.sections} className="mb-6 print:hidden">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                clsx(
                  'inline-block rounded-pill border px-4 py-1.5 text-sm font-medium',
                  isActive
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-cream-200 bg-white text-ink-900 hover:bg-cream-100',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
