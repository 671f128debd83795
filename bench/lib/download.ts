export {};
// `node bench/lib/download.ts <cookie> <url>...`: downloads each address at once, reading every
// byte as a browser would, and prints their statuses as JSON. The stress bench runs it at the
// lowest CPU priority: a member of staff's download happens on their own computer, and here the
// bench would otherwise take the server's cores to read it.
const [cookie, ...urls] = process.argv.slice(2);
const statuses = await Promise.all(
  urls.map(async (url) => {
    const res = await fetch(url, { headers: { cookie, "accept-encoding": "br, gzip" } });
    await res.arrayBuffer();
    return res.status;
  }),
);
console.log(JSON.stringify(statuses));
