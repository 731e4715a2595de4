/** "/services/push-pier-systems/" -> "push-pier-systems" */
export const lastSegment = (pathname: string) => pathname.replace(/\/+$/, '').split('/').pop() ?? '';
