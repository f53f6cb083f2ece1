// Every form is made with the form kit (STYLE §18: components/ui/form's useSchemaForm — the shared
// rules, translated refusals, the first refused field focused): a file that draws a <form> and never
// calls useSchemaForm checks its fields by hand. The one deliberate exception (the home page's
// newsletter box, kept out of the kit for the home page's JavaScript budget) says so where it is.
export const formKit = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { bypass: 'Make this <form> with useSchemaForm and the fields of components/ui/form (STYLE §18), not by hand.' },
  },
  create(context) {
    let usesKit = false;
    const forms = [];
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (callee.type === 'Identifier' && callee.name === 'useSchemaForm') usesKit = true;
      },
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'form') forms.push(node);
      },
      'Program:exit'() {
        if (!usesKit) for (const node of forms) context.report({ node, messageId: 'bypass' });
      },
    };
  },
};
