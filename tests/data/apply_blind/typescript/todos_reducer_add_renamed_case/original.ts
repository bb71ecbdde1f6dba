export interface TodoItem {
  id: string;
  text: string;
  done: boolean;
}

export interface TodoState {
  items: TodoItem[];
  filter: "all" | "active" | "completed";
}

export type TodoAction =
  | { type: "added"; id: string; text: string }
  | { type: "toggled"; id: string }
  | { type: "removed"; id: string }
  | { type: "clearedCompleted" }
  | { type: "filterChanged"; filter: TodoState["filter"] };

export const initialTodoState: TodoState = {
  items: [],
  filter: "all",
};

export function todosReducer(state: TodoState, action: TodoAction): TodoState {
  switch (action.type) {
    case "added":
      return {
        ...state,
        items: [...state.items, { id: action.id, text: action.text.trim(), done: false }],
      };
    case "toggled":
      return {
        ...state,
        items: state.items.map((item) => (item.id === action.id ? { ...item, done: !item.done } : item)),
      };
    case "removed":
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id),
      };
    case "clearedCompleted":
      return {
        ...state,
        items: state.items.filter((item) => !item.done),
      };
    case "filterChanged":
      return { ...state, filter: action.filter };
    default:
      return state;
  }
}

export function visibleTodos(state: TodoState): TodoItem[] {
  switch (state.filter) {
    case "active":
      return state.items.filter((item) => !item.done);
    case "completed":
      return state.items.filter((item) => item.done);
    default:
      return state.items;
  }
}
