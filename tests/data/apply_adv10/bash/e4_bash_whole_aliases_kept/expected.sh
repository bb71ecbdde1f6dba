# ~/.bash_aliases

export EDITOR=nvim
export PAGER=less
export HISTSIZE=10000
export HISTCONTROL=ignoreboth

alias ll='ls -alF'
alias la='ls -A'
alias l='ls -CF'
alias gs='git status'
alias gd='git diff'
alias gc='git commit'
alias gp='git push'

# kubectl: functions instead of aliases so extra arguments work anywhere
k() { kubectl "$@"; }
kgp() { kubectl get pods "$@"; }
kgs() { kubectl get svc "$@"; }
kl() { kubectl logs -f "$@"; }
