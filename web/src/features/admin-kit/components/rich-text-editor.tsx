import { useEffect, useMemo } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  value: string;
  onChange(html: string): void;
  /** The toolbar's name; two editors in one form (English and French) need two. */
  toolbarLabel?: string;
}

interface Tool {
  label: string;
  text: string;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
}

/** Only what the server's sanitizer keeps (blog.service allowedHtml): headings 2-3, lists, quotes, links. */
const tools: Tool[] = [
  { label: 'Bold', text: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', text: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'H2 heading', text: 'H2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'H3 subheading', text: 'H3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'List, bulleted', text: '• List', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: '1. List, numbered', text: '1. List', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', text: '“ ”', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  {
    label: 'Link',
    text: 'Link',
    active: (e) => e.isActive('link'),
    run: (e) => {
      const previous = (e.getAttributes('link').href as string | undefined) ?? 'https://';
      const href = window.prompt('Link address (leave empty to remove the link)', previous);
      if (href === null) return;
      if (href.trim() === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
  },
];

/**
 * The blog article editor (TipTap): produces HTML, which the server sanitizes before storing.
 * An empty document gives "" so the schema's "Content is required" applies.
 */
export function RichTextEditor({ id, labelId, describedBy, invalid, value, onChange, toolbarLabel = 'Formatting' }: RichTextEditorProps) {
  const attributes = useMemo(
    () => ({
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      class: 'rich-text__content',
    }),
    [id, labelId, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // Error state and descriptions change after validation; the editable element must follow.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? tools.map((t) => t.active(e)) : tools.map(() => false)),
  });

  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <div className="rich-text__toolbar" role="toolbar" aria-label={toolbarLabel} aria-controls={id}>
        {tools.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            className="rich-text__tool"
            aria-label={tool.label}
            aria-pressed={active?.[i] ?? false}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.text}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
