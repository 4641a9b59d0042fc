import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

function PlainLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

/**
 * The link component in use: a plain anchor on the landing page, which runs without the router to keep its script
 * small, and the router's Link inside the router app (provided by app-entry).
 */
export const LinkComponentContext = createContext<ComponentType<AppLinkProps>>(PlainLink);

/** A link to a page of the product, for components shown both on the landing page and inside the router. */
export function AppLink(props: AppLinkProps) {
  const LinkComponent = useContext(LinkComponentContext);
  return <LinkComponent {...props} />;
}
