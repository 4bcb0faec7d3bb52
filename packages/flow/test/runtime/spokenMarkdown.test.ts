// A model's Markdown is never read to the caller: "**Your balance** is $5" is said "Your balance is $5".
import { afterEach, describe, expect, test } from '@jest/globals';
import { OpenAIChatModel, startCall } from '@switchboard/flow';
import { withoutMarkdown } from '../../src/runtime/spokenMarkdown.js';
import { loadTestFlow, said } from './flowTestKit.js';
import { fakeCustomers } from './fakeCustomers.js';
import { completion, startChatCompletionsServer, type ChatCompletionsServer } from '../model/chatCompletionsServer.js';

describe('withoutMarkdown', () => {
  test.each([
    ['bold', '**Your balance** is $5.00.', 'Your balance is $5.00.'],
    ['italics and strikethrough', 'Rate is *low* ~~today~~ now.', 'Rate is low today now.'],
    ['a heading and bullets of each kind', '# Hours\n- Monday: 9 to 5\n* Tuesday: closed\n+ Sunday: closed', 'Hours\nMonday: 9 to 5\nTuesday: closed\nSunday: closed'],
    ['a link, by its text', 'See [our site](https://acme.com) for more.', 'See our site for more.'],
    ['inline code', 'Your code is `AB123`.', 'Your code is AB123.'],
    ['an HTML tag', 'Hello <b>there</b>.', 'Hello there.'],
    ['a numbered list keeps its numbers (the caller may be asked to say one)', '1. Billing\n2. Outages', '1. Billing\n2. Outages'],
    ['a star code to dial stays', 'Press *69 to call back, or *70 to pause.', 'Press *69 to call back, or *70 to pause.'],
    ['a sum with a star stays', 'That is 5 * 3 = 15.', 'That is 5 * 3 = 15.'],
    ['less-than and greater-than signs stay, with the words between them', 'Between 5 < 6 and 7 > 3.', 'Between 5 < 6 and 7 > 3.'],
    ['underscores inside words and addresses stay', 'Your plan_id is basic_plus; write to a_b@example.com.', 'Your plan_id is basic_plus; write to a_b@example.com.'],
    ['a number sign in a number stays', 'Account #12345 is active.', 'Account #12345 is active.'],
    ['a plain reply is as written', 'We open at nine.', 'We open at nine.'],
    // (Taken a piece of up to 2,000 characters at a time, each ending at a line break where one is.)
    ['a reply of many pieces, every line', '- **Item** one\n'.repeat(400), 'Item one\n'.repeat(400)],
    ['a line longer than a piece', `${'word '.repeat(500)}**end**`, `${'word '.repeat(500)}end`],
  ])('%s', (_name, reply, spoken) => {
    expect(withoutMarkdown(reply)).toBe(spoken);
  });
});

describe('in a call', () => {
  let server: ChatCompletionsServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('the caller hears the reply without its marks; the log keeps it as written; the model is shown what was said', async () => {
    const written = '**Hours:**\n- Monday to Friday: *9 to 5*\n- Weekends: closed';
    server = await startChatCompletionsServer([completion({ content: written }), completion({ content: 'Anything else?' })]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const call = await startCall(await loadTestFlow('grounded.flow.yaml'), { model, documents: { customers: fakeCustomers() } });
    await call.hear('Kaitlyn Meyers');
    await call.hear('When are you open?');
    // (Until 2026-12-06 the caller heard the stars and dashes read out.)
    expect(said(call)).toContain('Hours:\nMonday to Friday: 9 to 5\nWeekends: closed');
    expect(call.events).toContainEqual({ type: 'model_reply', node: 'answer', reply: { kind: 'text', text: written } });
    const second = server.requests[1]?.body as { messages: { role: string; content: unknown }[] };
    expect(second.messages.filter((message) => message.role === 'assistant').map((message) => message.content)).toEqual(['Hours:\nMonday to Friday: 9 to 5\nWeekends: closed']);
  });

  test.each([
    { name: 'emoji after a sentence are not said', written: 'Your account is active! 🎉👍', spoken: 'Your account is active!' },
    { name: 'an emoji between words leaves one space', written: 'Call us 📞 any time.', spoken: 'Call us any time.' },
    { name: 'an emoji inside bold is not said either', written: '**Done ✅**, anything else?', spoken: 'Done, anything else?' },
    { name: 'a reply of nothing but emoji is said as written, not as silence', written: '👍', spoken: '👍' },
  ])('$name; the log keeps the reply as written; the model is shown what was said', async ({ written, spoken }) => {
    server = await startChatCompletionsServer([completion({ content: written }), completion({ content: 'Anything else?' })]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const call = await startCall(await loadTestFlow('grounded.flow.yaml'), { model, documents: { customers: fakeCustomers() } });
    await call.hear('Kaitlyn Meyers');
    await call.hear('Is my account active?');
    // (Until 2026-12-06 a speech engine was handed the emoji, read as "party popper" or as noise.)
    expect(said(call)).toContain(spoken);
    expect(call.events).toContainEqual({ type: 'model_reply', node: 'answer', reply: { kind: 'text', text: written } });
    const second = server.requests[1]?.body as { messages: { role: string; content: unknown }[] };
    expect(second.messages.filter((message) => message.role === 'assistant').map((message) => message.content)).toEqual([spoken]);
  });
});
