import { describe, expect, it } from 'vitest';
import { movedDescription, movedDetail, moveOptions } from '#client/features/conversations/utils/move-options';

const projects = [
  { id: 3, name: 'Research' },
  { id: 5, name: 'Writing' },
];

describe('moveOptions', () => {
  it('disables "No project" for a conversation in no project', () => {
    expect(moveOptions(projects, null)).toEqual([
      { projectId: 3, label: 'Research', disabled: false },
      { projectId: 5, label: 'Writing', disabled: false },
      { projectId: null, label: 'No project', disabled: true },
    ]);
  });

  it('disables the conversation\'s current project and enables "No project"', () => {
    expect(moveOptions(projects, 5)).toEqual([
      { projectId: 3, label: 'Research', disabled: false },
      { projectId: 5, label: 'Writing', disabled: true },
      { projectId: null, label: 'No project', disabled: false },
    ]);
  });

  it('offers only "No project" when there are no projects', () => {
    expect(moveOptions([], null)).toEqual([{ projectId: null, label: 'No project', disabled: true }]);
  });
});

describe('movedDescription', () => {
  it('says where the conversation went', () => {
    expect(movedDescription(3)).toBe('The conversation has been moved to the selected project.');
    expect(movedDescription(null)).toBe('The conversation has been moved out of its project.');
  });
});

describe('movedDetail', () => {
  it('names the project the conversation went into, or the list it went back to', () => {
    const projects = [
      { id: 3, name: 'Work' },
      { id: 4, name: 'Home' },
    ];
    expect(movedDetail(projects, 4)).toBe('Now in Home');
    expect(movedDetail(projects, null)).toBe('Now under Conversations');
  });
});
