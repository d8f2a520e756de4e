// English messages of the link notice, loaded with it: a link read as it was never needs them.
export const linkNotice = {
  'link.notice.title': 'This link could not be used exactly as it was.',
  'link.notice.kept': 'Everything else in the link was kept; the calculator works as usual.',
  'link.notice.dismiss': 'Dismiss',
  'link.notice.more': '…and {count} more.',
  'link.problem.newer-link':
    'It was made by a newer version of the calculator, whose scenarios this version cannot read. The default scenario is shown instead.',
  'link.problem.corrupt-link':
    'Its scenario part is damaged, perhaps cut short when it was copied, so it could not be read. The default scenario is shown instead.',
  'link.problem.bad-view': 'The setting “{param}” had a value this calculator does not know, so it was left as it was.',
  'link.field.removed': '“{field}” is not something this calculator knows, so it was left out.',
  'link.field.dropped': '“{field}” was not valid ({allowed}), so the part of the link that holds it was left out.',
  'link.field.default': '“{field}” was not valid ({allowed}), so {value} is used.',
  'link.field.plan': 'The plan needed a price the link did not give, so the on-demand plan is used.',
  'link.field.newer': 'The scenario was written by a newer version; what this version knows was kept.',
  'link.field.whole': 'The scenario was not readable at all, so the default scenario is shown.',
  'link.problem.too-large-link':
    'Its scenario part unpacks to more than 1 MB, far more than any scenario needs, so it was not read. The default scenario is shown instead.',
  'link.problem.repeated-param':
    'The link gave “{param}” more than once; the first value was used and the others were left out.',
  'link.field.shortened': '“{field}” was longer than the {max} characters allowed, so it was shortened.',
  'link.field.sourceDate':
    'The source note for “{field}” had a date that is not a real date written YYYY-MM-DD, so the note was left out.',
  'link.field.source': 'The source note for “{field}” was not valid, so the note was left out.',
  'link.notice.line': 'This link could not be used exactly as it was. Left out or changed: {parts}.',
  'link.part.scenario': 'the scenario',
  'link.part.param': '{label} ({param})',
} as const;
