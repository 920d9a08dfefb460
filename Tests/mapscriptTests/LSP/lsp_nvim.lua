-- Drives `mapscript lsp` with Neovim's built-in client (0.7 API: start_client and
-- buf_attach_client), for LanguageServerClientTests:
--   MAPSCRIPT=... OUT=... nvim --headless --clean -u lsp_nvim.lua FILE
-- opens FILE, waits for the server's diagnostics, asks where the name at line 2, column 6 is
-- defined, and writes both to OUT as JSON, then quits (status 0, or 1 when something failed).
local out = os.getenv("OUT")
local function finish(result, status)
  local file = io.open(out, "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd(status == 0 and "qall!" or "cquit! 1")
end

vim.cmd("edit " .. vim.fn.fnameescape(vim.fn.argv(0)))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "mapscript",
  cmd = { os.getenv("MAPSCRIPT"), "lsp" },
  root_dir = vim.fn.getcwd(),
})
if not client then finish({ error = "start_client failed" }, 1) end
vim.lsp.buf_attach_client(buffer, client)

local arrived = vim.wait(10000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
if not arrived then finish({ error = "no diagnostics" }, 1) end
local diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(diagnostics, { line = d.lnum, col = d.col, end_col = d.end_col, severity = d.severity,
                              message = d.message, source = d.source, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) })
end
table.sort(diagnostics, function(a, b) return a.line < b.line or (a.line == b.line and a.col < b.col) end)

local params = { textDocument = { uri = vim.uri_from_bufnr(buffer) }, position = { line = 1, character = 6 } }
local responses = vim.lsp.buf_request_sync(buffer, "textDocument/definition", params, 10000) or {}
local definition = vim.NIL
for _, response in pairs(responses) do
  if response.result then definition = response.result end
end
vim.lsp.stop_client(client)
finish({ diagnostics = diagnostics, definition = definition }, 0)
