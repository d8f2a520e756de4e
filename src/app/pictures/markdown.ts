// The Markdown a writer pastes into a post: the image, linking to the scenario in the calculator.

/** `[![alt](file)](link)`, with the brackets of the text and the parentheses of the link escaped. */
export function markdownSnippet(file: string, alt: string, link: string): string {
  const text = alt.replace(/[\\[\]]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
  const href = link.replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\s/g, '%20');
  return `[![${text}](${file})](${href})`;
}
