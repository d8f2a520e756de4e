// The Markdown a writer pastes into a post: the image, linking to the scenario in the calculator.

/**
 * `[![alt](file)](link)`. The alternative text holds the scenario's name, which anyone who made the link
 * chose. Its HTML characters (`& < > " '`) and Markdown's marks (`[ ] \ * _ ` ~`) are written as numeric
 * character references, which every CommonMark renderer decodes to the character: a renderer that
 * copies alt text into the attribute as it stands (older marked) cannot be led out of it, brackets
 * cannot close the image early (marked mis-reads a backslash-escaped `]` inside an image in a link),
 * and every renderer shows the name as typed. The file and the link are percent-encoded where Markdown
 * or HTML would read a character.
 */
export function markdownSnippet(file: string, alt: string, link: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[&<>"'[\]\\*_`~]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `[![${text}](${urlPart(file)})](${urlPart(link)})`;
}

const urlPart = (url: string) =>
  url.replace(/[\s()<>"'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
