/**
 * The question and two answers as a judge or a fuser reads them: tagged, and labelled by position
 * only, never by who wrote them, so that no vendor's name sways the model.
 */
export function twoAnswers(question: string, first: string, second: string): string[] {
  return [
    '<question>',
    question,
    '</question>',
    '',
    '<answer_1>',
    first,
    '</answer_1>',
    '',
    '<answer_2>',
    second,
    '</answer_2>',
  ];
}
