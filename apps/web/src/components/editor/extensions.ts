import { Extension, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import StarterKit from '@tiptap/starter-kit';
import { isValidAnchorId } from '@rcwb/shared';
import { toDisplayUrl, toStoredUrl } from '@/components/upload/upload-url';
import { isAllowedHref } from './link-rules';

/** Blocks that can carry an anchor id (SPEC §5 "Editor anchor id"). */
export const ANCHOR_BLOCKS = ['paragraph', 'heading'] as const;

/** `id` on paragraphs and headings: links reach them with `#id`. Invalid ids are dropped on read. */
const BlockAnchor = Extension.create({
  name: 'blockAnchor',
  addGlobalAttributes() {
    return [
      {
        types: [...ANCHOR_BLOCKS],
        attributes: {
          id: {
            default: null,
            parseHTML: (element) => {
              const id = element.getAttribute('id');
              return isValidAnchorId(id) ? id : null;
            },
            renderHTML: (attributes) => (attributes.id ? { id: attributes.id as string } : {}),
          },
        },
      },
    ];
  },
});

/**
 * Pictures are stored as `/files/<key>` (no API prefix, never base64) but shown from `/api/...`:
 * the saved HTML keeps the stored form, only the editing view loads the prefixed one.
 */
const StoredImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element) => {
          const src = element.getAttribute('src');
          return src ? toStoredUrl(src) : null;
        },
      },
    };
  },
  addNodeView() {
    return ({ HTMLAttributes }) => {
      const img = document.createElement('img');
      for (const [name, value] of Object.entries(HTMLAttributes)) {
        if (value != null && name !== 'src') img.setAttribute(name, String(value));
      }
      if (typeof HTMLAttributes.src === 'string') img.setAttribute('src', toDisplayUrl(HTMLAttributes.src));
      return { dom: img };
    };
  },
}).configure({ allowBase64: false, inline: false });

/** Everything the editor offers: the toolbar's formats, links, pictures, anchors, placeholder. */
export function editorExtensions(placeholder: () => string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'http',
        // New-tab links get their target and rel from the link dialog, not by default.
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => isAllowedHref(url),
      },
    }),
    StoredImage,
    BlockAnchor,
    Placeholder.configure({ placeholder }),
  ];
}
