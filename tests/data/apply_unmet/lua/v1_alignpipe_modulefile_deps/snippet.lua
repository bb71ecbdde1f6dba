-- …

depends_on("samtools/1.20")
depends_on("bwa-mem2/2.2.1")
depends_on("picard/3.1.1")
depends_on("fastp/0.23.4")
depends_on("mosdepth/0.3.8")

prepend_path("PATH", pathJoin(root, "bin"))
prepend_path("PYTHONPATH", pathJoin(root, "lib/python3.11/site-packages"))
setenv("ALIGNPIPE_HOME", root)
setenv("ALIGNPIPE_REFS", "/lab/refs")
setenv("ALIGNPIPE_QC_TOOL", "mosdepth")

-- [unchanged]
