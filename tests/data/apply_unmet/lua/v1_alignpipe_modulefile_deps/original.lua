-- -*- lua -*-
-- Lmod modulefile for the Sequencing Core alignment pipeline bundle.
-- Installed to /lab/software/modulefiles/alignpipe/3.2.0.lua by ansible.

help([[
alignpipe 3.2.0 - germline alignment pipeline (fastp -> bwa-mem2 -> picard)

Loads the pipeline wrapper scripts and the exact tool versions it was
validated against. Do not load other bwa/bowtie2 modules alongside it.
]])

whatis("Name: alignpipe")
whatis("Version: 3.2.0")
whatis("Category: bioinformatics, alignment")
whatis("URL: https://git.seqcore.internal/pipelines/alignpipe")

family("alignpipe")
conflict("bwa", "bowtie2")

local version = "3.2.0"
local root = pathJoin("/lab/software/alignpipe", version)

depends_on("samtools/1.19")
depends_on("bwa-mem2/2.2.1")
depends_on("picard/3.1.1")
depends_on("fastp/0.23.4")

prepend_path("PATH", pathJoin(root, "bin"))
prepend_path("PYTHONPATH", pathJoin(root, "lib/python3.11/site-packages"))
setenv("ALIGNPIPE_HOME", root)
setenv("ALIGNPIPE_REFS", "/lab/refs")

local user = os.getenv("USER") or "nobody"
local tmp = os.getenv("TMPDIR")
if tmp == nil or tmp == "" then
  tmp = pathJoin("/scratch", user)
end
setenv("ALIGNPIPE_TMP", tmp)

local cluster = os.getenv("SLURM_CLUSTER_NAME") or "local"
if cluster == "helix" then
  setenv("ALIGNPIPE_PARTITION", "bigmem")
  setenv("ALIGNPIPE_MAX_THREADS", "32")
elseif cluster == "strand" then
  setenv("ALIGNPIPE_PARTITION", "standard")
  setenv("ALIGNPIPE_MAX_THREADS", "16")
else
  setenv("ALIGNPIPE_MAX_THREADS", "4")
end

if mode() == "load" then
  LmodMessage("alignpipe " .. version .. " loaded for cluster " .. cluster)
end
