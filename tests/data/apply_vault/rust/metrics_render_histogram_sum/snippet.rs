    pub fn render(&self) -> String {
        let mut out = String::new();
        // ... counters and gauges rendered as before ...
        for (name, hist) in &self.histograms {
            let _ = writeln!(out, "# TYPE {name} histogram");
            for (bound, count) in hist.bounds.iter().zip(&hist.counts) {
                let _ = writeln!(out, "{name}_bucket{{le=\"{bound}\"}} {count}");
            }
            let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {}", hist.total);
            let _ = writeln!(out, "{name}_sum {}", hist.sum);
            let _ = writeln!(out, "{name}_count {}", hist.total);
        }
        out
    }
