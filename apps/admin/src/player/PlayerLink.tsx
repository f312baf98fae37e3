import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePathname } from '../shared/use-pathname';

/** An in-app link for the player pages: a real href (works without JS, opens in new tabs) plus client-side navigation. */
export function PlayerLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const [, navigate] = usePathname();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...props} />;
}
