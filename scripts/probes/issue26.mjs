// Issue 26 as an attacker would try it, against a running server (not part of npm test: it makes accounts
// and orders). Start the server with TRUST_PROXY=loopback (X-Forwarded-For then picks each probe's client
// address) and an owner owner@scoops.test / OwnerPass#2026 (npm run owner), then:
//   BASE=http://localhost:8080 node scripts/probes/issue26.mjs [point numbers]
// Each check prints PASS or FAIL with what it saw; the last line counts them.
const BASE = process.env.BASE ?? 'http://localhost:8090';
const results = [];
const check = (point, what, ok, seen) => {
  results.push({ point, what, ok, seen });
  console.log(`${ok ? 'PASS' : 'FAIL'} [${point}] ${what} — ${seen}`);
};
const from = (ip) => ({ 'x-forwarded-for': ip });
async function call(path, { body, token, ip = '10.1.0.1', headers = {}, method } = {}) {
  const h = { ...from(ip), ...headers };
  if (body !== undefined) h['content-type'] = 'application/json';
  if (token) h.authorization = `Bearer ${token}`;
  const res = await fetch(`${BASE}/api/${path}`, { method: method ?? (body !== undefined ? 'POST' : 'GET'), headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const json = (() => {
    try { return JSON.parse(text); } catch { return null; }
  })();
  return { status: res.status, json, text, headers: res.headers };
}
const rand = () => Math.floor(Math.random() * 1e8).toString().padStart(8, '0');
const newPhone = () => `98${rand()}`;
async function customer(ip = '10.1.0.1', name = 'Probe Customer') {
  const phone = newPhone();
  const email = `p${rand()}@probe.test`;
  const password = 'Secret#123';
  const s = await call('SignUp.php', { ip, body: { name, email, phone, password, FCMToken: '', device_type: 'web' } });
  if (s.json?.code !== '200') throw new Error('signup ' + s.text);
  const l = await call('Login.php', { ip, body: { userId: email, password } });
  return { phone, email, password, token: l.json.token, userId: l.json.userId, setCookie: l.headers.getSetCookie() };
}
async function login(userId, password, ip, cookie) {
  return call('Login.php', { ip, body: { userId, password }, headers: cookie ? { cookie } : {} });
}
/** Opens a stream; resolves with a handle that says when it ended. */
async function openStream(path, headers, ip = '10.1.0.1') {
  const controller = new AbortController();
  const res = await fetch(`${BASE}/api/${path}`, { headers: { ...from(ip), ...headers }, signal: controller.signal });
  if (res.status !== 200) return { status: res.status, body: await res.text() };
  const reader = res.body.getReader();
  let text = '';
  let ended = false;
  const done = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
    } catch { // aborted: the stream is over
    }
    ended = true;
  })();
  await new Promise((r) => setTimeout(r, 150));
  return { status: 200, get text() { return text; }, get ended() { return ended; }, done, close: () => controller.abort() };
}
const endsWithin = async (stream, ms) => {
  await Promise.race([stream.done, new Promise((r) => setTimeout(r, ms))]);
  return stream.ended;
};
async function desk(email, password, ip = '10.9.0.1') {
  const r = await call('desk/signIn', { ip, body: { email, password } });
  return r.json?.token;
}

const OWNER = { email: 'owner@scoops.test', password: 'OwnerPass#2026' };

async function point1() {
  const c = await customer();
  const s = await openStream('orderEvents', { authorization: `Bearer ${c.token}` });
  check(1, 'customer stream opens', s.status === 200 && s.text.includes(': listening'), `HTTP ${s.status}`);
  await call('logout.php', { token: c.token, body: {} });
  check(1, 'customer stream ends on logout', await endsWithin(s, 3000), `ended=${s.ended}`);
  const again = await openStream('orderEvents', { authorization: `Bearer ${c.token}` });
  check(1, 'reconnect after logout refused', again.status === 401, `HTTP ${again.status}`);

  const d = await customer();
  const s2 = await openStream('orderEvents', { authorization: `Bearer ${d.token}` });
  const other = (await login(d.email, d.password, '10.1.0.2')).json.token;
  const s3 = await openStream('orderEvents', { authorization: `Bearer ${other}` });
  await call('changePassword.php', { token: d.token, body: { oldPassword: d.password, newPassword: 'Other#456' } });
  check(1, 'other session\'s stream ends on password change', await endsWithin(s3, 3000), `ended=${s3.ended}`);
  check(1, 'changing session\'s own stream stays', !(await endsWithin(s2, 500)), `ended=${s2.ended}`);
  s2.close();

  const e = await customer();
  const s4 = await openStream('orderEvents', { authorization: `Bearer ${e.token}` });
  const owner = await desk(OWNER.email, OWNER.password);
  const code = (await call('desk/resetCode', { token: owner, body: { phone: e.phone } })).json?.Data?.code;
  const reset = await call('resetPassword.php', { body: { phone: e.phone, password: 'Reset#789', code }, ip: '10.1.0.3' });
  check(1, 'reset with the desk\'s code', reset.json?.code === '200', reset.text.slice(0, 80));
  check(1, 'stream ends on reset', await endsWithin(s4, 3000), `ended=${s4.ended}`);

  const f = await customer();
  const s5 = await openStream('orderEvents', { authorization: `Bearer ${f.token}` });
  await call('deleteAccount.php', { token: f.token, body: {} });
  check(1, 'stream ends on account deletion', await endsWithin(s5, 3000), `ended=${s5.ended}`);

  const staffEmail = `staff${rand()}@probe.test`;
  const add = await call('desk/staffAdd', { token: owner, body: { email: staffEmail, name: 'Probe Staff', password: 'StaffPass#1' } });
  const staffToken = await desk(staffEmail, 'StaffPass#1');
  const s6 = await openStream('desk/events', { authorization: `Bearer ${staffToken}` });
  check(1, 'staff desk stream opens', s6.status === 200, `HTTP ${s6.status}`);
  await call('desk/staffRemove', { token: owner, body: { deskUserId: add.json?.Data?.deskUserId } });
  check(1, 'staff stream ends when the owner removes them', await endsWithin(s6, 3000), `ended=${s6.ended}`);

  const owner2 = await desk(OWNER.email, OWNER.password);
  const s7 = await openStream('desk/events', { authorization: `Bearer ${owner2}` });
  await call('desk/signOut', { token: owner2, body: {} });
  check(1, 'desk stream ends on desk sign-out', await endsWithin(s7, 3000), `ended=${s7.ended}`);
}

async function point2() {
  const c = await customer('10.2.0.1');
  const streams = [];
  for (let i = 0; i < 4; i++) streams.push(await openStream('orderEvents', { authorization: `Bearer ${c.token}` }, '10.2.0.1'));
  check(2, 'per session: 3 open, the 4th refused 429', streams.slice(0, 3).every((s) => s.status === 200) && streams[3].status === 429, streams.map((s) => s.status).join(','));
  check(2, '429 in the contract\'s JSON', /"code":"429"/.test(streams[3].body ?? ''), streams[3].body);
  // Per address: 20. Other sessions from one address.
  const more = [];
  for (let i = 0; i < 6; i++) {
    const t = (await login(c.email, c.password, '10.2.0.1')).json.token;
    for (let j = 0; j < 3; j++) more.push(await openStream('orderEvents', { authorization: `Bearer ${t}` }, '10.2.0.1'));
  }
  const ok = streams.filter((s) => s.status === 200).length + more.filter((s) => s.status === 200).length;
  check(2, 'per address: at most 20 open', ok === 20 && more.some((s) => s.status === 429), `open=${ok}, refused=${more.filter((s) => s.status === 429).length}`);
  const products = await call('getProducts.php', { ip: '10.2.0.1' });
  check(2, 'normal requests still answered from that address', products.status === 200 && products.json?.code === '200', `HTTP ${products.status}`);
  [...streams, ...more].forEach((s) => s.close?.());
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function point3() {
  const c = await customer('10.3.0.1');
  const timeIt = async (fn) => { const t = performance.now(); await fn(); return performance.now() - t; };
  const known = [], unknown = [];
  for (let i = 0; i < 8; i++) {
    known.push(await timeIt(() => call('resetPassword.php', { ip: `10.3.1.${i}`, body: { phone: c.phone, password: 'Whatever#1', code: '123456' } })));
    unknown.push(await timeIt(() => call('resetPassword.php', { ip: `10.3.2.${i}`, body: { phone: newPhone(), password: 'Whatever#1', code: '123456' } })));
  }
  const k = median(known), u = median(unknown);
  check(3, 'resetPassword: known vs unknown number, median ms', Math.abs(k - u) < Math.max(k, u) * 0.5, `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
  const lk = [], lu = [];
  for (let i = 0; i < 8; i++) {
    lk.push(await timeIt(() => call('Login.php', { ip: `10.3.3.${i}`, body: { userId: c.email, password: 'wrong-pass' } })));
    lu.push(await timeIt(() => call('Login.php', { ip: `10.3.4.${i}`, body: { userId: `nobody${rand()}@probe.test`, password: 'wrong-pass' } })));
  }
  check(3, 'Login: known vs unknown email, median ms', Math.abs(median(lk) - median(lu)) < Math.max(median(lk), median(lu)) * 0.5, `known ${median(lk).toFixed(1)} ms, unknown ${median(lu).toFixed(1)} ms`);
  const ck = [], cu = [];
  for (let i = 0; i < 8; i++) {
    ck.push(await timeIt(() => call('checkPhone.php', { ip: `10.3.7.${i}`, body: { phone: c.phone } })));
    cu.push(await timeIt(() => call('checkPhone.php', { ip: `10.3.8.${i}`, body: { phone: newPhone() } })));
  }
  check(3, 'checkPhone: known vs unknown number, median ms', Math.abs(median(ck) - median(cu)) < Math.max(median(ck), median(cu)) * 0.5, `known ${median(ck).toFixed(1)} ms, unknown ${median(cu).toFixed(1)} ms`);
  const sk = [], su = [];
  for (let i = 0; i < 8; i++) {
    sk.push(await timeIt(() => call('SignUp.php', { ip: `10.3.5.${i}`, body: { name: 'X', email: c.email, phone: newPhone(), password: 'Secret#123', FCMToken: '', device_type: 'web' } })));
    su.push(await timeIt(() => call('SignUp.php', { ip: `10.3.6.${i}`, body: { name: 'X', email: `n${rand()}@probe.test`, phone: c.phone, password: 'Secret#123', FCMToken: '', device_type: 'web' } })));
  }
  check(3, 'SignUp: email taken vs phone taken, median ms', Math.abs(median(sk) - median(su)) < Math.max(median(sk), median(su)) * 0.5, `email taken ${median(sk).toFixed(1)} ms, phone taken ${median(su).toFixed(1)} ms`);
}

async function point4() {
  const c = await customer('10.4.0.1');
  for (let i = 0; i < 8; i++) await login(c.email, 'wrong-guess', '10.4.66.6');
  const stranger = await login(c.email, c.password, '10.4.66.6');
  check(4, 'the stranger\'s own address is limited', stranger.status === 429, `HTTP ${stranger.status}`);
  const own = await login(c.email, c.password, '10.4.0.1');
  check(4, 'the customer from their own address still logs in', own.json?.code === '200', `${own.status} ${own.json?.msg}`);
  // Many addresses: the account-wide count; a device cookie that signed in before is still let in.
  const deviceCookie = own.headers.getSetCookie().find((x) => x.startsWith('shop_device='))?.split(';')[0];
  check(4, 'successful login sets an HttpOnly device cookie', !!deviceCookie && own.headers.getSetCookie().some((x) => x.startsWith('shop_device=') && /HttpOnly/i.test(x) && /SameSite=Strict/i.test(x)), deviceCookie ? 'shop_device set' : 'none');
  const wave = [];
  for (let i = 0; i < 105; i++) wave.push(login(c.email, 'wrong-guess', `10.5.${Math.floor(i / 5)}.${i % 5}`));
  await Promise.all(wave);
  const newAddress = await login(c.email, c.password, '10.4.0.99');
  check(4, 'after 105 guesses from 21 addresses, a new address is refused (account-wide 100)', newAddress.status === 429, `HTTP ${newAddress.status}`);
  const withDevice = await login(c.email, c.password, '10.4.0.99', deviceCookie);
  check(4, 'the device that signed in before is still let in', withDevice.json?.code === '200', `${withDevice.status} ${withDevice.json?.msg}`);

  // The owner at the desk.
  for (let i = 0; i < 8; i++) await call('desk/signIn', { ip: '10.4.77.7', body: { email: OWNER.email, password: 'wrong-guess' } });
  const ownerAtShop = await desk(OWNER.email, OWNER.password, '10.9.0.1');
  check(4, 'owner signs in at the shop after a stranger\'s 8 wrong passwords', !!ownerAtShop, ownerAtShop ? 'token' : 'refused');

  // Reset code: a stranger's wrong codes do not burn the customer's.
  const d = await customer('10.4.1.1');
  const code = (await call('desk/resetCode', { token: ownerAtShop, body: { phone: d.phone } })).json?.Data?.code;
  const wrong = code === '000000' ? '111111' : '000000';
  const tries = [];
  for (let i = 0; i < 7; i++) tries.push((await call('resetPassword.php', { ip: '10.4.88.8', body: { phone: d.phone, password: 'Reset#789', code: wrong } })).json?.code);
  const mine = await call('resetPassword.php', { ip: '10.4.1.1', body: { phone: d.phone, password: 'Reset#789', code } });
  check(4, 'stranger\'s 7 wrong codes do not burn the code read out', mine.json?.code === '200', `stranger got ${tries.join(',')}; customer ${mine.json?.code} ${mine.json?.msg}`);
}

async function point5(owner) {
  const boundary = '----probe';
  const send = (body, ct) => fetch(`${BASE}/api/desk/catalogueAddProduct`, { method: 'POST', headers: { ...from('10.9.0.1'), authorization: `Bearer ${owner}`, 'content-type': ct }, body });
  const cut = `--${boundary}\r\nContent-Disposition: form-data; name="product"\r\n\r\n{"title":"X","type":"Ice`;
  let r = await send(cut, `multipart/form-data; boundary=${boundary}`);
  check(5, 'multipart cut off → 400 JSON', r.status === 400 && /"code"/.test(await r.text()), `HTTP ${r.status}`);
  const whole = `--${boundary}\r\nContent-Disposition: form-data; name="product"\r\n\r\n{"title":"X","type":"Ice Cream","sizes":[]}\r\n--${boundary}--\r\n`;
  r = await send(whole, `multipart/form-data; boundary=other`);
  check(5, 'wrong boundary → 400 JSON', r.status === 400, `HTTP ${r.status} ${(await r.text()).slice(0, 80)}`);
  const png = await (await fetch(`${BASE}/uploads/alphonso-mango-tub.png`)).arrayBuffer();
  for (const [what, title] of [['NUL byte', 'Ma\u0000ngo'], ['lone surrogate', 'Ma\ud800ngo']]) {
    const form = new FormData();
    form.append('product', JSON.stringify({ title, type: 'IceCreame', sizes: [{ size: '750 ML', price: 100, mrp: 120 }] }));
    form.append('picture', new Blob([png], { type: 'image/png' }), 'p.png');
    const answer = await fetch(`${BASE}/api/desk/catalogueAddProduct`, { method: 'POST', headers: { ...from('10.9.0.1'), authorization: `Bearer ${owner}` }, body: form });
    check(5, `${what} in the product field → 400`, answer.status === 400, `HTTP ${answer.status} ${(await answer.text()).slice(0, 100)}`);
  }
  // Five parallel phone orders for one new number.
  const products = (await call('getProducts.php')).json.Data;
  const tub = products.flatMap((p) => p.product_data.map((d) => ({ pid: p.pid, d }))).find((x) => /5 Litre/i.test(x.d.size) && x.d.status === 'In Stock');
  const phone = newPhone();
  const order = { phone, name: 'Race Customer', address: '12, Race Street', pinCode: '360002', totalAmount: Number(tub.d.mrp), lines: [{ pid: Number(tub.pid), pMetaId: Number(tub.d.id), quantity: 1 }] };
  const answers = await Promise.all(Array.from({ length: 5 }, () => call('desk/phoneOrder', { token: owner, ip: '10.9.0.1', body: order })));
  const users = new Set(answers.map((a) => a.json?.userId).filter(Boolean));
  check(5, 'five phone orders at once for a new number: no 5xx, one customer', answers.every((a) => a.status < 500) && users.size === 1, `statuses ${answers.map((a) => a.status).join(',')}; userIds ${[...users].join(',')}`);
}

async function point6(owner) {
  const c = await customer('10.6.0.1', 'Ravi;=HYPERLINK("http://x")');
  const addr = await call('addAddress.php', { token: c.token, ip: '10.6.0.1', body: { userId: c.userId, address: '5, Sadar; -2+3', pinCode: '360001', isDefault: true, phone: c.phone } });
  const addrs = (await call('getAddress.php', { token: c.token, ip: '10.6.0.1' })).json;
  const products = (await call('getProducts.php')).json.Data;
  const tub = products.flatMap((p) => p.product_data.map((d) => ({ p, d }))).find((x) => /5 Litre/i.test(x.d.size) && x.d.status !== '0');
  const addressId = (addrs?.Data ?? addrs?.addresses ?? []).find((a) => /Sadar/.test(a.address ?? ''))?.addressId ?? (addrs?.Data ?? [])[0]?.addressId;
  const o = await call('createOrder.php', { token: c.token, ip: '10.6.0.1', body: { addressId, totalAmount: Number(tub.d.mrp), orderMeta: [{ pid: tub.p.pid, pMetaId: tub.d.id, quantity: 1, amount: tub.d.price, size: tub.d.size, title: tub.p.title }] } });
  check(6, 'order placed for the CSV', o.json?.code === '200', `${addr.json?.code} ${o.json?.code} ${o.json?.msg}`);
  const today = new Date(Date.now() + 5.5 * 3600e3).toISOString().slice(0, 10);
  const csv = (await call('desk/ordersCsv', { token: owner, ip: '10.9.0.1', body: { from: today, to: today } })).json?.Data?.csv ?? '';
  const line = csv.split('\r\n').find((l) => l.includes('Ravi'));
  check(6, 'name cell quoted and the formula after ; neutralised', !!line && line.includes(`"Ravi;'=HYPERLINK(""http://x"")"`), line?.slice(0, 120));
  check(6, 'address cell with ; - + quoted and neutralised', !!line && line.includes(`"5, Sadar;' -2+3"`), line?.slice(0, 160));
}

async function point7() {
  const c = await customer('10.7.0.1');
  const old = await fetch(`${BASE}/AdminPanel/WebApi/Login.php`, { method: 'POST', headers: { ...from('10.7.0.1'), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ userId: c.email, password: c.password }) });
  const oj = await old.json();
  check(7, 'Flutter path /AdminPanel/WebApi/Login.php answers the login', oj.code === '200' && !!oj.token, `${old.status} ${oj.msg}`);
  const prods = await fetch(`${BASE}/AdminPanel/WebApi/getProducts.php`).then((r) => r.json());
  check(7, '/AdminPanel/WebApi/getProducts.php lists products', Array.isArray(prods.Data) && prods.Data.length > 0, `${prods.Data?.length} products`);
  const image = prods.Data[0].image;
  const url = image.startsWith('http') ? image : `${BASE}/${image.replace(/^\//, '')}`;
  const pic = await fetch(url, { headers: { origin: 'https://webport.example' } });
  check(7, '/uploads picture embeddable cross-origin, nosniff kept', pic.status === 200 && pic.headers.get('cross-origin-resource-policy') === 'cross-origin' && pic.headers.get('x-content-type-options') === 'nosniff', `${url.replace(BASE, '')}: ${pic.status} CORP=${pic.headers.get('cross-origin-resource-policy')} nosniff=${pic.headers.get('x-content-type-options')} type=${pic.headers.get('content-type')}`);
  const api = await fetch(`${BASE}/api/getProducts.php`);
  check(7, 'API answers keep same-origin CORP', api.headers.get('cross-origin-resource-policy') !== 'cross-origin', `CORP=${api.headers.get('cross-origin-resource-policy')}`);
}

async function point8() {
  const r = await fetch(`${BASE}/api/desk/signIn`, { method: 'POST', headers: { ...from('10.9.0.1'), 'content-type': 'application/json', 'x-desk-request': '1' }, body: JSON.stringify(OWNER) });
  const j = await r.json();
  const cookies = r.headers.getSetCookie();
  const tokenCookie = cookies.find((x) => x.startsWith('desk_token='));
  check(8, 'desk in the browser: token only as HttpOnly SameSite=Strict cookie', !j.token && /HttpOnly/i.test(tokenCookie ?? '') && /SameSite=Strict/i.test(tokenCookie ?? ''), `body token=${j.token ? 'yes' : 'no'}; ${tokenCookie?.replace(/=[^;]+/, '=…')}`);
  const cookie = tokenCookie.split(';')[0];
  const noHeader = await fetch(`${BASE}/api/desk/staffList`, { method: 'POST', headers: { ...from('10.9.0.1'), cookie, 'content-type': 'application/json' }, body: '{}' });
  check(8, 'cookie alone (no X-Desk-Request) authorises nothing', noHeader.status === 401, `HTTP ${noHeader.status}`);
  const withHeader = await fetch(`${BASE}/api/desk/staffList`, { method: 'POST', headers: { ...from('10.9.0.1'), cookie, 'content-type': 'application/json', 'x-desk-request': '1' }, body: '{}' });
  check(8, 'cookie with the desk header works', withHeader.status === 200, `HTTP ${withHeader.status}`);
}

const which = process.argv.slice(2);
const run = async (n, f) => { if (which.length === 0 || which.includes(String(n))) { try { await f(); } catch (e) { check(n, 'probe crashed', false, e.stack); } } };
const owner = await desk(OWNER.email, OWNER.password, '10.9.0.1');
await run(1, point1);
await run(2, point2);
await run(3, point3);
await run(4, point4);
await run(5, () => point5(owner));
await run(6, () => point6(owner));
await run(7, point7);
await run(8, point8);
console.log(`\n${results.filter((r) => r.ok).length} of ${results.length} passed`);
