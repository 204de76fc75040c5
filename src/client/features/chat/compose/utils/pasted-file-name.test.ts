import { describe, expect, it } from 'vitest';
import { pastedFileName } from '#client/features/chat/compose/utils/pasted-file-name';

describe('pastedFileName', () => {
  it('keeps a real name', () => {
    expect(pastedFileName({ name: 'chart.png', type: 'image/png' }, [])).toBe('chart.png');
  });

  it('names a nameless or generically named image by its type, with the first free number', () => {
    expect(pastedFileName({ name: '', type: 'image/png' }, [])).toBe('pasted-image-1.png');
    expect(pastedFileName({ name: 'image.png', type: 'image/png' }, ['pasted-image-1.png'])).toBe('pasted-image-2.png');
    expect(pastedFileName({ name: 'Image.JPEG', type: 'image/jpeg' }, ['pasted-image-2.jpg'])).toBe(
      'pasted-image-1.jpg',
    );
  });

  it('gives an unsupported type its own extension, so that the type check can name the problem', () => {
    expect(pastedFileName({ name: '', type: 'image/gif' }, [])).toBe('pasted-image-1.gif');
  });
});
