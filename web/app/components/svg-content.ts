// The icons on every page (the logo, the header's search and menu buttons, the bookmark of the saved
// link and of every store card's save toggle) hold their shapes as markup that React writes as it is
// (`dangerouslySetInnerHTML`) rather than as elements. A server render writes each element and
// attribute one by one; these ~30 shapes took ~2 % of a store page's render. The markup is constant
// (nothing from data goes in), written as React writes the same elements (svg-content.test.tsx
// renders both), and React in the browser keeps it as it came when it hydrates.

/** An `<svg>`'s shapes, written as they are. */
export const svgContent = (markup: string) => ({ __html: markup });
