import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { AUTHORISED, clientFor, freshPact, success, settled } from '../../src/consumer';
import {
  ACCESS_TOKEN,
  FEEDBACK_SERIAL,
  PHONE,
  PHONE_WITHOUT_DATA,
  QUESTION_SERIAL,
} from '../../src/examples';
import { formBody } from '../../src/form-body';
import { count, dateTime, phone, serial, text } from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';

const { eachLike } = MatchersV3;
const pact = freshPact('tools');

/** Feedback: what the member sent with the operator's replies, and sending a new one. */
describe('feedback', () => {
  it("lists the member's feedback with the operator's replies", async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.loggedIn, { phone: PHONE }))
      .given(...given(STATES.feedbackReplied, { phone: PHONE, serial: FEEDBACK_SERIAL }))
      .uponReceiving("a request for the member's feedback")
      .withRequest('GET', '/tools/v1/api/feedback/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial(FEEDBACK_SERIAL),
              content: text('团结大街12号泊位的地磁坏了'),
              reply: text('已安排维修，感谢反馈'),
              createTime: dateTime(),
            }),
            page: 1,
            pageSize: 10,
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const feedback = await api.listFeedback({ page: 1, pageSize: 10 });
          expect(feedback.list[0]?.reply).toBe('已安排维修，感谢反馈');
        }),
      );
  });

  it('when the member sent none, gets an empty list', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.loggedIn, { phone: PHONE_WITHOUT_DATA }))
      .given(...given(STATES.noFeedback, { phone: PHONE_WITHOUT_DATA }))
      .uponReceiving('a request for the feedback of a member who sent none')
      .withRequest('GET', '/tools/v1/api/feedback/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ list: [], page: 1, pageSize: 10, total: 0 })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          expect((await api.listFeedback({ page: 1, pageSize: 10 })).list).toEqual([]);
        }),
      );
  });

  it('sends feedback with a contact phone', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.loggedIn, { phone: PHONE }))
      .uponReceiving('a request to send feedback')
      .withRequest('POST', '/tools/v1/api/feedback/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, {
          content: text('团结大街12号泊位的地磁坏了'),
          contact: phone(PHONE),
        });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ serial: serial(FEEDBACK_SERIAL), createTime: dateTime() })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const sent = await api.publishFeedback({
            content: '团结大街12号泊位的地磁坏了',
            contact: PHONE,
          });
          expect(sent.serial).toBe(FEEDBACK_SERIAL);
        }),
      );
  });
});

/** The help centre: the common questions with their answers. */
describe('help centre', () => {
  it('lists the common questions with their answers', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.question, { serial: QUESTION_SERIAL }))
      .uponReceiving('a request for the common questions')
      .withRequest('GET', '/tools/v1/api/question/list')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              serial: serial(QUESTION_SERIAL),
              question: text('路内停车怎么收费？'),
              answer: text('芒市路内停车前15分钟免费，超过后每开始一小时2元。'),
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const questions = await clientFor(server).listQuestions();
          expect(questions[0]?.question).toBe('路内停车怎么收费？');
        }),
      );
  });
});
