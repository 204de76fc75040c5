/**
 * A version 2 export file as the server wrote one before version 3 added finish reasons, votes and
 * verdicts (docs/decisions/023-export-and-import.md): two projects; a conversation with a file,
 * two versions of a reply, an error and a stopped reply with a notice; an empty conversation, which
 * servers before version 3 still wrote; and one connection's two models compared. Kept as written,
 * so that an import keeps reading what earlier servers wrote.
 */
export const EXPORT_V2_FILE = `{"format":"pairwise-export","version":2,"exportedAt":"2025-05-01T10:01:00.000Z",
"projects":[
{"id":1,"name":"Research","description":"Reading for the thesis","instructions":"Answer in British English.","createdAt":"2025-05-01T10:02:00.000Z","updatedAt":"2025-05-01T10:02:00.000Z"},
{"id":2,"name":"Someday","description":"","instructions":"","createdAt":"2025-05-01T10:03:00.000Z","updatedAt":"2025-05-01T10:03:00.000Z"}
],
"conversations":[
{"title":"Photosynthesis, explained","projectId":1,"providers":null,"contestants":null,"createdAt":"2025-05-01T10:04:00.000Z","updatedAt":"2025-05-01T10:04:00.000Z","messages":[
{"id":1,"sender":"user","side":null,"content":"What is in this picture? [File: photo.png]","createdAt":"2025-05-01T10:05:00.000Z","model":null,"error":false,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":null,"active":true,"attachments":[{"name":"photo.png","type":"image/png","size":69}]},
{"id":2,"sender":"openai","side":"a","content":"A **red** square.","createdAt":"2025-05-01T10:06:00.000Z","model":"gpt-4o","error":false,"inputTokens":120,"outputTokens":8,"latencyMs":900,"firstTokenMs":300,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":1,"active":false,"attachments":[]},
{"id":3,"sender":"claude","side":"b","content":"Claude could not answer: the API key was refused.","createdAt":"2025-05-01T10:07:00.000Z","model":"claude-3-7-sonnet-20250219","error":true,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":1,"active":true,"attachments":[]},
{"id":4,"sender":"user","side":null,"content":"And in French?","createdAt":"2025-05-01T10:08:00.000Z","model":null,"error":false,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":null,"active":true,"attachments":[]},
{"id":5,"sender":"openai","side":"a","content":"Un carré","createdAt":"2025-05-01T10:09:00.000Z","model":"gpt-4o","error":false,"inputTokens":140,"outputTokens":3,"latencyMs":null,"firstTokenMs":null,"stopped":true,"usageEstimated":true,"notice":"gpt-4o cannot read images: it was given the name of photo.png only.","replyTo":4,"active":true,"attachments":[]},
{"id":6,"sender":"openai","side":"a","content":"A single red pixel.","createdAt":"2025-05-01T10:10:00.000Z","model":"gpt-4o-mini","error":false,"inputTokens":118,"outputTokens":6,"latencyMs":700,"firstTokenMs":250,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":1,"active":true,"attachments":[]}
]},
{"title":"New Conversation","projectId":null,"providers":null,"contestants":null,"createdAt":"2025-05-01T10:11:00.000Z","updatedAt":"2025-05-01T10:11:00.000Z","messages":[
]},
{"title":"Big or small","projectId":null,"providers":["openai","openai"],"contestants":[{"model":"gpt-4o","provider":"openai","maxTokens":1024,"temperature":0.7},{"model":"gpt-4o-mini","provider":"openai","maxTokens":1024,"temperature":0.7}],"createdAt":"2025-05-01T10:12:00.000Z","updatedAt":"2025-05-01T10:12:00.000Z","messages":[
{"id":1,"sender":"user","side":null,"content":"Say hi.","createdAt":"2025-05-01T10:13:00.000Z","model":null,"error":false,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":null,"active":true,"attachments":[]},
{"id":2,"sender":"openai","side":"a","content":"gpt-4o on side a","createdAt":"2025-05-01T10:14:00.000Z","model":"gpt-4o","error":false,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":1,"active":true,"attachments":[]},
{"id":3,"sender":"openai","side":"b","content":"gpt-4o-mini on side b","createdAt":"2025-05-01T10:15:00.000Z","model":"gpt-4o-mini","error":false,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":1,"active":true,"attachments":[]},
{"id":4,"sender":"user","side":null,"content":"Say bye.","createdAt":"2025-05-01T10:16:00.000Z","model":null,"error":false,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":null,"active":true,"attachments":[]},
{"id":5,"sender":"openai","side":"a","content":"gpt-4o on side a","createdAt":"2025-05-01T10:17:00.000Z","model":"gpt-4o","error":false,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":4,"active":true,"attachments":[]},
{"id":6,"sender":"openai","side":"b","content":"gpt-4o-mini on side b","createdAt":"2025-05-01T10:18:00.000Z","model":"gpt-4o-mini","error":false,"inputTokens":null,"outputTokens":null,"latencyMs":null,"firstTokenMs":null,"stopped":false,"usageEstimated":false,"notice":null,"replyTo":4,"active":true,"attachments":[]}
]}
]}
`;
